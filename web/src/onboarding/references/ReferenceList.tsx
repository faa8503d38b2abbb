import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { ReferenceList_viewer$key } from '../../__generated__/ReferenceList_viewer.graphql';
import { ReferenceItem } from './ReferenceItem';
import styles from './References.module.css';
import { TenantReferenceForm } from './TenantReferenceForm';
import { useRemoveTenantRentalReferenceMutation } from './useRemoveTenantRentalReferenceMutation';

/** The applicant's references with Edit and Remove, and the form to add one (open while there are none). */
export function ReferenceList({ viewer }: { viewer: ReferenceList_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment ReferenceList_viewer on Viewer {
        tenantRentalReferences {
          id
          refereeName
          ...ReferenceItem_reference
          ...TenantReferenceForm_reference
        }
      }
    `,
    viewer,
  );
  const references = data.tenantRentalReferences;
  const [editing, setEditing] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [remove, removing] = useRemoveTenantRentalReferenceMutation();
  const showAddForm = adding || references.length === 0;
  return (
    <section aria-labelledby="references-heading" className={styles.list}>
      <h2 id="references-heading">Your references</h2>
      {references.length > 0 && (
        <ul className={styles.references}>
          {references.map((r) =>
            editing === r.id ? (
              <li key={r.id}><TenantReferenceForm reference={r} referenceId={r.id} onDone={() => setEditing(null)} onCancel={() => setEditing(null)} /></li>
            ) : (
              <ReferenceItem key={r.id} reference={r} busy={removing} onEdit={() => setEditing(r.id)}
                onRemove={() => window.confirm(`Remove ${r.refereeName}?`) && remove(r.id, setProblem)} />
            ),
          )}
        </ul>
      )}
      {problem && <p role="alert" className="alert alert-error">{problem}</p>}
      {showAddForm ? (
        <TenantReferenceForm onDone={() => setAdding(false)} onCancel={references.length > 0 ? () => setAdding(false) : undefined} />
      ) : (
        <button type="button" className="btn" onClick={() => setAdding(true)}>Add another reference</button>
      )}
    </section>
  );
}
