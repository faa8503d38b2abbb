import { useState } from 'react';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { DevelopersApiTokensQuery as QueryType } from '../__generated__/DevelopersApiTokensQuery.graphql';
import { useDisposeOnReplace } from '../app/relay/routeQuery';
import { SignInPrompt } from '../app/session/SignInPrompt';
import { useDocumentTitle } from '../app/useDocumentTitle';
import { ApiTokenItem } from './ApiTokenItem';
import { CreateApiTokenForm } from './CreateApiTokenForm';
import styles from './Developers.module.css';
import { SecretOnce } from './SecretOnce';

export const DevelopersApiTokensQuery = graphql`
  query DevelopersApiTokensQuery {
    viewer {
      isGuest
      currentRole
      roles
      apiTokens { id ...ApiTokenItem_apiToken }
    }
  }
`;

/**
 * /developers, the "API tokens" tab: create a token (its secret shown once), see
 * yours with when each was last used, rotate or revoke them. docs/partners.md.
 */
export function ApiTokens() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(DevelopersApiTokensQuery, queryRef);
  useDocumentTitle('API tokens');
  const [secret, setSecret] = useState<{ title: string; value: string } | null>(null);

  if (viewer.isGuest) {
    return (
      <SignInPrompt title="Log in to manage API tokens" returnTo="/developers">
        <p>API tokens let your own software read and change your Hearth data.</p>
      </SignInPrompt>
    );
  }
  const tokens = viewer.apiTokens;
  const roles = viewer.roles.filter((r) => r !== '%future added value');
  return (
    <div className={styles.columns}>
      <div className={styles.page}>
        {secret && <SecretOnce title={secret.title} secret={secret.value} kind="token" testId="api-token-secret"
          note="Hearth keeps only a fingerprint of it." onDone={() => setSecret(null)} />}
        <CreateApiTokenForm roles={roles} currentRole={viewer.currentRole === '%future added value' ? null : viewer.currentRole ?? null}
          onCreated={(value, name) => setSecret({ title: `Your new token “${name}”`, value })} />
      </div>
      <section className={`card ${styles.section}`} aria-labelledby="tokens-heading">
        <h2 id="tokens-heading">Your tokens</h2>
        <p className="muted">
          Send a token as <code>Authorization: Bearer …</code> to <code>/graphql</code>. Try your first query in
          the <Link to="/developers/explorer">API explorer</Link>; every type and field is described in
          the published <a href="/graphql/schema.graphql">schema.graphql</a>.
        </p>
        {tokens.length === 0 ? (
          <p>You have no API tokens yet. Create one to connect a script or another system.</p>
        ) : (
          <ul className={styles.list} aria-label="API tokens">
            {tokens.map((t) => (
              <ApiTokenItem key={t.id} apiToken={t} onRotated={(value, name) => setSecret({ title: `New secret for “${name}”`, value })} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
