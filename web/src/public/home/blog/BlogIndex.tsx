import { Link } from 'react-router';
import { BRAND_NAME } from '../../../../../common/brand';
import { PageMeta } from '../../../app/meta/PageMeta';
import { formatDate } from '../../../shared/format';
import styles from '../Home.module.css';
import { BLOG_FEED_PATH } from './feedPath';
import { POSTS } from './posts';

/** `/blog`: every post, newest first. */
export function BlogIndex() {
  return (
    <div className={`page ${styles.narrow}`}>
      <PageMeta
        title="Blog"
        description={`Practical advice from ${BRAND_NAME} on renting a room in a shared home and on renting your home room by room.`}
      />
      <h1>The {BRAND_NAME} blog</h1>
      <p className={styles.lede}>Advice for renters sharing a home and for homeowners renting one out, room by room.</p>
      {/* A file the gateway serves, not a page of the app: a full page load. */}
      <a className={styles.feedLink} href={BLOG_FEED_PATH} type="application/atom+xml">
        Follow new posts (Atom feed)
      </a>
      <ul className={styles.postList}>
        {POSTS.map((post) => (
          <li key={post.slug} className={styles.postItem}>
            <article>
              <h2>
                <Link to={`/blog/${post.slug}`}>{post.title}</Link>
              </h2>
              <p>{post.description}</p>
              <p className={styles.byline}>
                <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
              </p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
