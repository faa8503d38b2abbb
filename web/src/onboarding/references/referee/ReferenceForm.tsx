import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import { useLoaderData } from 'react-router';
import { BRAND_NAME } from '../../../../../common/brand';
import type { ReferenceFormQuery as ReferenceFormQueryType } from '../../../__generated__/ReferenceFormQuery.graphql';
import { useDocumentTitle } from '../../../app/useDocumentTitle';
import { MessagePage } from '../../../shared/components/MessagePage';
import { useDisposeOnReplace } from '../../../app/relay/routeQuery';
import { LandlordReferenceInfo } from '../../../public/pages/LandlordReferenceInfo';
import styles from './ReferenceForm.module.css';
import { RefereeAnswersForm } from './RefereeAnswersForm';

export const ReferenceFormQuery = graphql`
  query ReferenceFormQuery($token: String!) {
    referenceForm(token: $token) {
      status
      message
      tenantFirstName
      ...RefereeAnswersForm_form
    }
  }
`;

const CLOSED_TITLE: Record<string, string> = {
  ALREADY_SUBMITTED: 'This reference is already in',
  EXPIRED: 'This link has expired',
  INVALID: 'This link does not work',
};

/**
 * /landlord-reference-form?token= (spec §2, public): a landlord or other
 * reference answers five questions about an applicant, without an account.
 * `null` loader data means the address has no token at all: the page explains itself.
 */
export function ReferenceForm() {
  const queryRef = useLoaderData() as PreloadedQuery<ReferenceFormQueryType> | null;
  // Opened without a personal link (e.g. from the footer): what the form is and how a referee gets one.
  return queryRef ? <LoadedReferenceForm queryRef={queryRef} /> : <LandlordReferenceInfo />;
}

function LoadedReferenceForm({ queryRef }: { queryRef: PreloadedQuery<ReferenceFormQueryType> }) {
  useDisposeOnReplace(queryRef);
  const { referenceForm } = usePreloadedQuery<ReferenceFormQueryType>(ReferenceFormQuery, queryRef);
  useDocumentTitle(referenceForm.status === 'OPEN' ? `Reference for ${referenceForm.tenantFirstName}` : 'Rental reference');
  if (referenceForm.status !== 'OPEN') return <ClosedLink status={referenceForm.status} message={referenceForm.message} />;
  return (
    <div className={`page ${styles.page}`}>
      <RefereeAnswersForm form={referenceForm} />
    </div>
  );
}

function ClosedLink({ status, message }: { status: string; message?: string | null }) {
  useDocumentTitle('Rental reference');
  return (
    <div className="page">
      <MessagePage title={CLOSED_TITLE[status] ?? CLOSED_TITLE.INVALID} icon={status === 'ALREADY_SUBMITTED' ? 'home' : 'search'}>
        <p role={status === 'ALREADY_SUBMITTED' ? 'status' : 'alert'}>{message ?? 'Open the link again from the email you received.'}</p>
        <p className="muted">Questions? Reply to the email from {BRAND_NAME}.</p>
      </MessagePage>
    </div>
  );
}
