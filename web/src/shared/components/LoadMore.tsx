import { useEffect, useRef } from 'react';
import { LazyIndicator } from './LazyIndicator';
import styles from './LoadMore.module.css';

/**
 * Infinite scroll: loads the next page when the end of the list comes near, with
 * a visible button for keyboards, old browsers and anyone who prefers to click.
 */
export function LoadMore({ hasNext, isLoading, onLoadMore, label }: { hasNext: boolean; isLoading: boolean; onLoadMore: () => void; label: string }) {
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = sentinel.current;
    if (!hasNext || isLoading || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && onLoadMore(), { rootMargin: '400px 0px' });
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNext, isLoading, onLoadMore]);

  if (!hasNext) return null;
  return (
    <div ref={sentinel} className={styles.more}>
      {isLoading ? (
        <LazyIndicator inline label="Loading more…" />
      ) : (
        <button type="button" className="btn" onClick={onLoadMore}>
          {label}
        </button>
      )}
    </div>
  );
}
