/** Rich text (HTML) for the detail view, cleaned by the console's sanitiser (DOMPurify). Lazy: it loads with the view. */
import { SafeHtml } from '../../../components/SafeHtml/SafeHtml';

export default function RichTextShow({ html, label }: { html: string; label: string }) {
  return <SafeHtml html={html} aria-label={label} sx={{ '& img': { maxWidth: '100%' }, '& p': { my: 0.5 }, overflowWrap: 'anywhere' }} />;
}
