import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { PageMeta } from '../../app/meta/PageMeta';
import { Icon } from '../../shared/components/Icon';
import { HOMEOWNER_NAV } from './content/homeowners';
import type { ContentPageInfo, PageLink, Section } from './content/types';
import styles from './PublicPages.module.css';

/** A link of the content: in-app paths by the router, anchors and mail links as plain links. */
export function ContentLink({ link, className }: { link: PageLink; className?: string }) {
  const cls = className ?? (link.primary ? 'btn btn-primary' : 'btn');
  if (!link.path.startsWith('/')) return <a className={cls} href={link.path}>{link.label}</a>;
  return <Link className={cls} to={link.path}>{link.label}</Link>;
}

/** The homeowner pages' shared sub-navigation. */
export function HomeownerNav() {
  return (
    <nav aria-label="Homeowner pages" className={styles.subnav}>
      <ul>
        {HOMEOWNER_NAV.map((link) => (
          <li key={link.path}>
            <NavLink end to={link.path} className={({ isActive }) => (isActive ? `${styles.subnavLink} ${styles.subnavActive}` : styles.subnavLink)}>
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * One public content page drawn from its data (content/*.ts): hero, sections,
 * closing call to action. No query and no browser globals: it renders on the server.
 */
export function ContentPage({ page, children }: { page: ContentPageInfo; children?: ReactNode }) {
  return (
    <div className={styles.page}>
      <PageMeta title={page.title} description={page.description} canonicalPath={page.path} />
      {page.group === 'homeowners' && <HomeownerNav />}
      <header className={styles.hero}>
        <p className={styles.eyebrow}>{page.eyebrow}</p>
        <h1>{page.heading}</h1>
        <p className={styles.lead}>{page.lead}</p>
        {page.actions.length > 0 && (
          <div className={styles.actions}>
            {page.actions.map((link) => <ContentLink key={link.path} link={link} />)}
          </div>
        )}
      </header>
      {page.sections.map((section) => <SectionBlock key={section.heading} section={section} />)}
      {children}
      {page.closing && (
        <section className={styles.closing} aria-labelledby="closing-heading">
          <h2 id="closing-heading">{page.closing.heading}</h2>
          <p>{page.closing.text}</p>
          <div className={styles.actions}>
            {page.closing.actions.map((link) => <ContentLink key={link.path} link={link} />)}
          </div>
        </section>
      )}
    </div>
  );
}

const headingId = (heading: string) => `s-${heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`;

function SectionBlock({ section }: { section: Section }) {
  const id = headingId(section.heading);
  const intro = 'intro' in section && section.intro ? <p className={styles.intro}>{section.intro}</p> : null;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{section.heading}</h2>
      {intro}
      {renderBody(section)}
    </section>
  );
}

function renderBody(section: Section): ReactNode {
  switch (section.kind) {
    case 'cards':
    case 'steps': {
      const List = section.kind === 'steps' ? 'ol' : 'ul';
      return (
        <List className={section.kind === 'steps' ? styles.steps : styles.cards}>
          {section.items.map((item, index) => (
            <li key={item.title} className={styles.card}>
              {section.kind === 'steps'
                ? <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
                : item.icon && <span className={styles.cardIcon} aria-hidden="true"><Icon name={item.icon} size={22} /></span>}
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </List>
      );
    }
    case 'prose':
      return <div className={styles.prose}>{section.paragraphs.map((text) => <p key={text}>{text}</p>)}</div>;
    case 'checklist':
      return (
        <ul className={styles.checklist}>
          {section.items.map((item) => <li key={item}><Icon name="check" size={18} />{item}</li>)}
        </ul>
      );
    case 'faq':
      return (
        <dl className={styles.faq}>
          {section.items.map((item) => (
            <div key={item.question}>
              <dt>{item.question}</dt>
              <dd>{item.answer}</dd>
            </div>
          ))}
        </dl>
      );
    case 'story':
      return (
        <article className={styles.story}>
          <p className={styles.storyLabel}>{section.label}</p>
          <dl className={styles.facts}>
            {section.facts.map(([term, value]) => (
              <div key={term}><dt>{term}</dt><dd>{value}</dd></div>
            ))}
          </dl>
          <div className={styles.prose}>{section.paragraphs.map((text) => <p key={text}>{text}</p>)}</div>
        </article>
      );
    case 'links':
      return (
        <ul className={styles.linkList}>
          {section.links.map((link) => <li key={link.path}><ContentLink link={link} className={styles.pill} /></li>)}
        </ul>
      );
  }
}
