import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import { EMPTY_HOME, HomeForm, homeInput } from './HomeForm';
import { SOMETHING_WENT_WRONG } from './formErrors';
import { useCreateBuildingMutation } from './useCreateBuildingMutation';

/** /manager/listings/new: the first step of a new home; rooms, photos and pricing follow in the editor. */
export function NewListing() {
  useDocumentTitle('Add a home');
  const navigate = useNavigate();
  const [create, busy] = useCreateBuildingMutation();
  // One key per visit of the form: a double click or a retry creates one home.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  return (
    <div className="page" style={{ maxWidth: 720 }}>
      <h1>Add a home</h1>
      <p className="muted">Start with the address and what the home offers. Next you add its bedrooms, bathrooms, parking and photos.</p>
      <HomeForm initial={EMPTY_HOME} submitLabel="Create home" busy={busy} save={(values, onUserErrors) =>
        create({ ...homeInput(values), idempotencyKey }, {
          onDone: (payload) => navigate(`/manager/listings/${payload.building!.databaseId}`),
          onUserErrors,
          onFailure: () => onUserErrors([{ field: null, message: SOMETHING_WENT_WRONG }]),
        })} />
    </div>
  );
}
