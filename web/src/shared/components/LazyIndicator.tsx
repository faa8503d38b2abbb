import { LAZY_INDICATOR_DELAY_MS } from '../constants';
import styles from './LazyIndicator.module.css';
import { useDelayedFlag } from './useDelayedFlag';

/**
 * Spec §9: the loading indicator appears only after 200 ms. The live region is
 * there from the start so screen readers announce the text when it appears.
 */
export function LazyIndicator({ label = 'Loading…', inline = false }: { label?: string; inline?: boolean }) {
  const visible = useDelayedFlag(LAZY_INDICATOR_DELAY_MS);
  return (
    <div className={inline ? styles.inline : styles.block} role="status" aria-live="polite">
      {visible && (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          <span>{label}</span>
        </>
      )}
    </div>
  );
}
