/** An e-mail address that may wrap after its @ (and only there) in a narrow column. */
export function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at < 0) return <>{email}</>;
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(0, at + 1)}</span>
      <wbr />
      <span style={{ whiteSpace: 'nowrap' }}>{email.slice(at + 1)}</span>
    </>
  );
}
