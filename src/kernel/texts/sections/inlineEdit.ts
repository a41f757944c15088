import { defineSection } from '../translate';

/** Editing a list cell in place (a resource's `inlineEdit`). */
export default defineSection({
  en: {
    crud: {
      inlineEdit: {
        hint: 'Double click or press Enter to edit',
      },
    },
  },
  zh: {
    crud: {
      inlineEdit: {
        hint: '双击或按 Enter 键编辑',
      },
    },
  },
});
