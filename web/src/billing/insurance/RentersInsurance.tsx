import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router';
import type { RentersInsuranceQuery as QueryType } from '../../__generated__/RentersInsuranceQuery.graphql';
import { useDisposeOnReplace } from '../../app/relay/routeQuery';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { MessagePage } from '../../shared/components/MessagePage';
import { InsuredLease } from './InsuredLease';
import styles from './RentersInsurance.module.css';

export const RentersInsuranceQuery = graphql`
  query RentersInsuranceQuery {
    viewer {
      isGuest
      currentRole
      applications(first: 20, excludeDeactivated: false) {
        edges {
          node {
            id
            allowedActions
            rentersInsurancePolicy { id }
            ...InsuredLease_lifecycle
          }
        }
      }
    }
  }
`;

/**
 * /billing/renters-insurance (tenant): for each approved or signed lease, the cover on
 * record with its certificate, the plans Hearth's insurance provider offers for that
 * home, and a way to hand in proof of one's own policy instead.
 */
export function RentersInsurance() {
  const queryRef = useLoaderData() as PreloadedQuery<QueryType>;
  useDisposeOnReplace(queryRef);
  const { viewer } = usePreloadedQuery<QueryType>(RentersInsuranceQuery, queryRef);
  useDocumentTitle('Renters insurance');
  if (viewer.isGuest) {
    return (
      <div className="page">
        <MessagePage title="Sign in to insure your room"
          actions={<Link className="btn btn-primary" to="/login?next=/billing/renters-insurance">Sign in</Link>} />
      </div>
    );
  }
  const leases = viewer.applications.edges.map((e) => e.node)
    .filter((l) => l.allowedActions.includes('RENTERS_INSURANCE_POLICY') || l.rentersInsurancePolicy);
  return (
    <div className={`page ${styles.page}`}>
      <header className={styles.header}>
        <h1>Renters insurance</h1>
        <p className={styles.lede}>
          Your landlord's insurance covers the building, not your things. Renters insurance pays to replace your
          belongings after a fire, a burst pipe or a break-in, and covers you if you accidentally damage the home or
          someone is hurt in your room.
        </p>
      </header>
      {leases.length === 0 ? (
        <section className={`card ${styles.empty}`}>
          <h2>Nothing to insure yet</h2>
          <p>Once a manager approves your application, you can buy cover for your lease here or upload proof of your own policy.</p>
          <Link className="btn" to="/applications">See your applications</Link>
        </section>
      ) : leases.map((l) => <InsuredLease key={l.id} lifecycle={l} />)}
    </div>
  );
}
