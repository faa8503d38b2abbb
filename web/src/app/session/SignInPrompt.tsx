import { Link } from 'react-router';
import { loginPathFor, loginUrlFor } from '../relay/loginRedirect';
import { MessagePage } from '../../shared/components/MessagePage';

/**
 * Shown to guests on pages that need an account; logging in brings them back here.
 * Under /vendor both buttons go to the vendor login (spec §6), where Vendor is the preset role.
 */
export function SignInPrompt({ title, children, returnTo }: { title: string; children: React.ReactNode; returnTo: string }) {
  return (
    <div className="page">
      <MessagePage
        title={title}
        icon="user"
        actions={
          <>
            <Link className="btn btn-primary" to={loginUrlFor(returnTo)}>Log in</Link>
            <Link className="btn" to={`${loginPathFor(returnTo)}?tab=register&desired_page=${encodeURIComponent(returnTo)}`}>Create an account</Link>
          </>
        }
      >
        {children}
      </MessagePage>
    </div>
  );
}
