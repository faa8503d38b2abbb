import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import styles from './MessagePage.module.css';

/** A centred message with actions: empty states, not found, errors. */
export function MessagePage({ title, children, actions, icon = 'home', headingLevel = 1 }: {
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
  icon?: IconName;
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.message}>
      <div className={styles.icon} aria-hidden="true">
        <Icon name={icon} size={32} />
      </div>
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.body}>{children}</div>}
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
