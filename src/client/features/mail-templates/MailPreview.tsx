import { fillPlaceholders, sampleValues } from '../../../shared/domain/mail-placeholders';
import { sanitizeMailHtml } from '../../lib/sanitize-html';

const SAMPLE = sampleValues();

/** Live preview with sample values, rendered as the mail will look (scripts and handlers removed). */
export function MailPreview({ subject, content }: { subject: string; content: string }) {
  const html = sanitizeMailHtml(fillPlaceholders(content, SAMPLE));
  return (
    <section aria-labelledby="preview-heading">
      <h2 id="preview-heading">Vorschau</h2>
      <div className="mail-preview" data-testid="mail-preview">
        <p className="mail-preview__subject">{fillPlaceholders(subject, SAMPLE, false)}</p>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above */}
        <div dangerouslySetInnerHTML={{ __html: html }} />
      </div>
    </section>
  );
}
