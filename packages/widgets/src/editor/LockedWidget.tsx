/** A pro widget on a page of an account whose plan does not include it (the side bar's item opens the promotion). */
export function LockedWidget({ label }: { label: string }) {
  return (
    <div className="hl-locked-widget" role="note">
      <strong>{label}</strong> is a Pro widget. Upgrade to show it on your pages.
    </div>
  );
}
