import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CompanyPhotoUpdateMutation } from '../../__generated__/CompanyPhotoUpdateMutation.graphql';
import { FileUpload } from '../../shared/components/FileUpload';
import { OFFLINE, usePromiseMutation } from '../onboarding/usePromiseMutation';
import type { SettingsCompany } from './VendorSettings';
import styles from './VendorSettings.module.css';

const mutation = graphql`
  mutation CompanyPhotoUpdateMutation($input: UpdateResidentialServiceProviderInput!) {
    updateResidentialServiceProvider(input: $input) {
      provider { id photoUrl }
      userErrors { field message }
    }
  }
`;

const initials = (name: string) => name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');

type PhotoCompany = Pick<SettingsCompany, 'id' | 'name' | 'photoUrl'>;

/** The company's photo or logo, else its initials. */
export function CompanyAvatar({ company }: { company: PhotoCompany }) {
  return company.photoUrl
    ? <img className={styles.avatar} src={company.photoUrl} alt={`${company.name}'s photo`} data-testid="company-photo" />
    : <div className={styles.avatar} aria-hidden="true">{initials(company.name)}</div>;
}

/**
 * The owner's photo card: uploaded through the signed upload flow (purpose
 * SERVICE_PROVIDER_PHOTO), then set on the company; it is also its people's
 * profile photo (GET /me/ service_provider_profile_photo_url).
 */
export function CompanyPhoto({ company }: { company: PhotoCompany }) {
  const [update, saving] = usePromiseMutation<CompanyPhotoUpdateMutation>(mutation);
  const [problem, setProblem] = useState<string | null>(null);
  const [uploadKey, setUploadKey] = useState(0);

  const save = async (photoFileId: string | null) => {
    setProblem(null);
    try {
      const { updateResidentialServiceProvider: r } = await update({ input: { providerId: company.id, photoFileId } });
      if (r.userErrors.length > 0) setProblem(r.userErrors[0]!.message);
      setUploadKey((k) => k + 1);
    } catch {
      setProblem(OFFLINE);
    }
  };

  return (
    <>
      <h2 id="photo-heading">Photo or logo</h2>
      <p className="muted">Shown at the top of this page and as the profile photo of everyone in your company.</p>
      <FileUpload key={uploadKey} label={company.photoUrl ? 'Change photo' : 'Add a photo or logo'} purpose="SERVICE_PROVIDER_PHOTO"
        listUploaded={false} disabled={saving} error={problem ?? undefined} onUploaded={(file) => void save(file.fileId)} />
      {company.photoUrl && (
        <div className={styles.actions}><button type="button" className="btn" disabled={saving} onClick={() => void save(null)}>Remove photo</button></div>
      )}
    </>
  );
}
