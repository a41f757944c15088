/**
 * The schema error pages' styles, as a style element React hoists into the head once, however many
 * of the pages show. Inline rather than a CSS file of the shell: that file was one more request in
 * the burst of a signed-in page load, on a link of six connections.
 */
import css from './schemaErrorPage.css?inline';

export function SchemaErrorStyles() {
  return (
    <style href="sms-schema-errors" precedence="default">
      {css}
    </style>
  );
}
