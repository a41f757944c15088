/** Quill's full toolbar: every format of the snow theme that needs no extra library. */
export const FULL_TOOLBAR = [
  [{ font: [] }, { header: [1, 2, 3, 4, 5, 6, false] }, { size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ color: [] }, { background: [] }],
  [{ script: 'sub' }, { script: 'super' }],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }, { list: 'check' }, { indent: '-1' }, { indent: '+1' }],
  [{ direction: 'rtl' }, { align: [] }],
  ['link', 'image', 'video'],
  ['clean'],
];

export const INITIAL_CONTENT =
  '<h1 class="ql-align-center">Rich text demo</h1>' +
  '<p>This editor has a <strong>full toolbar</strong>: headings, fonts, <em>colours</em>, lists, links, images and more.</p>' +
  '<ul><li>Use the image button of the toolbar, or <u>Upload images</u>, to upload several images at once.</li>' +
  '<li>The preview and the HTML below follow what you type.</li></ul>';
