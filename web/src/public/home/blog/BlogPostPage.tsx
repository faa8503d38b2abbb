import { Link, useParams } from 'react-router';
import { BRAND_NAME } from '../../../../../common/brand';
import { findPost } from '../../../../../common/blog';
import { useHttpStatus } from '../../../app/meta/HttpStatus';
import { PageMeta } from '../../../app/meta/PageMeta';
import { formatDate } from '../../../shared/format';
import { MessagePage } from '../../../shared/components/MessagePage';
import styles from '../Home.module.css';
import { POSTS } from './posts';

/** `/blog/:slug`: one post, or "not found" for a slug no post has. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = findPost(POSTS, slug);
  if (!post) return <PostNotFound />;
  return (
    <div className={`page ${styles.narrow}`}>
      <PageMeta
        title={post.title}
        description={post.description}
        canonicalPath={`/blog/${post.slug}`}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.description,
          datePublished: post.date,
          author: { '@type': 'Person', name: post.author },
          publisher: { '@type': 'Organization', name: BRAND_NAME },
        }}
      />
      <Link to="/blog" className={styles.back}>← All posts</Link>
      <article>
        <header>
          <h1>{post.title}</h1>
          <p className={styles.byline}>
            <time dateTime={post.date}>{formatDate(post.date)}</time> · {post.author}
          </p>
        </header>
        {/* Safe HTML: common/blog.ts turns raw HTML into text and drops unsafe links. */}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <footer className={styles.postFooter}>
        <Link to="/blog">More from the blog</Link>
      </footer>
    </div>
  );
}

/** A slug no post has: answered with 404 when rendered on the server. */
function PostNotFound() {
  useHttpStatus(404);
  return (
    <div className="page">
      <PageMeta title="Post not found" description="This blog post does not exist or has moved." />
      <MessagePage title="We couldn't find that post" icon="search" actions={<Link to="/blog" className="btn btn-primary">All posts</Link>}>
        <p>The link may be old or mistyped.</p>
      </MessagePage>
    </div>
  );
}
