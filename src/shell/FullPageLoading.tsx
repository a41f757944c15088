import './fullPageLoading.css';

/** Shown while the admin loads; plain markup so it costs nothing in the light bundle. */
export function FullPageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div className="full-page-loading" role="progressbar" aria-label={label}>
      <span className="full-page-loading__spinner" />
    </div>
  );
}
