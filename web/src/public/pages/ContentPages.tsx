// The public content pages by path, in one lazily loaded module (the route table
// only knows their paths).
import { FOR_REALTORS } from './content/audiences';
import { CONTENT_PAGES } from './content';
import { ContentPage } from './ContentPage';
import { RealtorReferralForm } from './forms/RealtorReferralForm';
import styles from './PublicPages.module.css';

/** The page drawn for a path of CONTENT_PAGES; /for-realtors carries the referral form. */
export function contentPageComponent(path: string) {
  const page = CONTENT_PAGES.find((p) => p.path === path);
  if (!page) throw new Error(`No content page for ${path}`);
  if (page === FOR_REALTORS) {
    return function ForRealtorsPage() {
      return (
        <ContentPage page={page}>
          <section id="referral" className={styles.section} aria-labelledby="referral-heading">
            <RealtorReferralForm />
          </section>
        </ContentPage>
      );
    };
  }
  return function PublicContentPage() {
    return <ContentPage page={page} />;
  };
}
