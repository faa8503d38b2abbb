import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData, useLocation } from 'react-router';
import type { DeveloperWebhooksQuery as QueryType } from '../../__generated__/DeveloperWebhooksQuery.graphql';
import { loginUrlFor } from '../../app/relay/loginRedirect';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { CreateWebhookForm } from './CreateWebhookForm';
import styles from './Webhooks.module.css';
import { WebhookCard } from './WebhookCard';

/** The viewer's endpoints: a user keeps at most 20, so one page holds them all. */
export const DeveloperWebhooksQuery = graphql`
  query DeveloperWebhooksQuery {
    viewer {
      isGuest
      webhooks(first: 20) @connection(key: "DeveloperWebhooks_webhooks") {
        __id
        edges { node { id ...WebhookCard_webhook } }
      }
    }
    ...CreateWebhookForm_query
  }
`;

/**
 * /developers/webhooks: register endpoints that Hearth posts events to, see each
 * one's recent deliveries, send a test event, rotate its secret or delete it.
 */
export function DeveloperWebhooks() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const data = usePreloadedQuery<QueryType>(DeveloperWebhooksQuery, queryRef);
  const location = useLocation();
  useDocumentTitle('Webhooks');
  if (data.viewer.isGuest) {
    return (
      <MessagePage title="Sign in to manage webhooks" actions={<Link className="btn btn-primary" to={loginUrlFor(location.pathname)}>Sign in</Link>}>
        <p>Webhooks send the events of your account to your own systems.</p>
      </MessagePage>
    );
  }
  const { webhooks } = data.viewer;
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>Webhooks</h1>
        <p className={styles.lead}>
          Hearth posts each event you subscribe to as JSON to your endpoint, signed with its secret
          (<code>Hearth-Signature</code>). Deliveries are retried until your endpoint answers 2xx.
        </p>
      </header>
      <section aria-labelledby="endpoints-heading" className={styles.section}>
        <h2 id="endpoints-heading">Your endpoints</h2>
        {webhooks.edges.length === 0 ? (
          <p className={`card ${styles.empty}`}>No endpoints yet. Add one below to start receiving events.</p>
        ) : (
          <ul className={styles.list} aria-label="Webhook endpoints">
            {webhooks.edges.map((edge) => (
              <li key={edge.node.id}><WebhookCard webhook={edge.node} connectionId={webhooks.__id} /></li>
            ))}
          </ul>
        )}
      </section>
      <CreateWebhookForm query={data} connectionId={webhooks.__id} />
    </div>
  );
}
