import { Link } from 'react-router';

/** Where a manager fixes a problem that is not on the home's own editor. */
const FIX_ELSEWHERE: Record<string, { to: string; label: string }> = {
  owner_without_name: { to: '/profile', label: 'Add your name' },
};

/** What stops a home from being listed (spec configuration-errors), each with its way to fix it when that is elsewhere. */
export function ConfigurationErrorList({ errors }: { errors: readonly { code: string; message: string }[] }) {
  return (
    <ul>
      {errors.map((e) => {
        const fix = FIX_ELSEWHERE[e.code];
        return <li key={e.code}>{e.message}{fix && <> <Link to={fix.to}>{fix.label}</Link></>}</li>;
      })}
    </ul>
  );
}
