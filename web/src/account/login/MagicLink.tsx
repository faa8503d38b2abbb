import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../app/useDocumentTitle';
import type { RoleValue } from './authSchemas';
import { RoleChoice, useFinishSignIn } from './finishSignIn';
import styles from './Login.module.css';
import type { UserErrorLike } from '../../shared/userErrors';
import { useMagicLinkLogIn } from './useSignInMethods';

const DAMAGED = 'This sign-in link is damaged: part of it is missing or was changed on the way. Ask for a new one below.';
/** A refusal of the link's form (BAD_USER_INPUT carries no code; the api's own is `invalid_input`), not of the link itself. */
const isMalformed = (e: UserErrorLike & { code?: string | null }) => !e.code || e.code === 'invalid_input';

const ROLES: Record<string, RoleValue> = { tenant: 'TENANT', manager: 'MANAGER', vendor: 'VENDOR' };

/** /magic-link?magic_link_id=…: the mailed sign-in link, used once on opening. */
export function MagicLink() {
  useDocumentTitle('Signing you in');
  const [params] = useSearchParams();
  const id = params.get('magic_link_id') ?? '';
  const role = ROLES[params.get('user_role') ?? ''] ?? 'TENANT';
  const desiredPage = params.get('desired_page');
  const [problem, setProblem] = useState<string | null>(null);
  const [logIn] = useMagicLinkLogIn();
  const { finish, choosing } = useFinishSignIn(desiredPage);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!id) return setProblem('This sign-in link is incomplete. Copy the whole link from the email, or ask for a new one.');
    logIn({ magicLinkId: id, userRole: role }, {
      onSession: finish,
      // The link's own refusals (used, expired, not ours) say what happened; a link that is not
      // even well formed (cut short, a character Hearth cannot read) is damaged: nothing to edit.
      onUserErrors: (errors) => setProblem(errors.every(isMalformed) ? DAMAGED : errors.map((e) => e.message).join(' ')),
      onFailure: () => setProblem('We could not reach Hearth. Check your connection and try again.'),
    });
  }, [id, role, logIn, finish]);

  return (
    <div className={`page ${styles.wrap}`}>
      <div className={`card ${styles.card}`}>
        <h1 className={styles.title}>{problem ? 'This link did not work' : 'Signing you in…'}</h1>
        {choosing && <RoleChoice session={choosing} desiredPage={desiredPage} />}
        {problem && (
          <>
            <p role="alert" className="alert alert-error">{problem}</p>
            <p><Link to={role === 'VENDOR' ? '/vendor-login' : '/login'}>Ask for a new link</Link></p>
          </>
        )}
        {!problem && !choosing && <p role="status" className="muted">One moment while we check your link.</p>}
      </div>
    </div>
  );
}
