import { defineSection } from '../translate';

/** The laid-out create/edit form (a resource's `form`): tabs, the steps wizard and their marks. */
export default defineSection({
  en: {
    crud: {
      form: {
        back: 'Back',
        next: 'Next',
        hasErrors: 'Contains errors',
        more: 'More',
        part: 'Part %{number}',
        stepOf: 'Step %{current} of %{total}: %{title}',
        sections: 'Form sections',
        discardTitle: 'Discard your changes?',
        discardText: 'What you changed in this form has not been saved and will be lost.',
        keepEditing: 'Keep editing',
        discard: 'Discard',
      },
    },
  },
  zh: {
    crud: {
      form: {
        back: '上一步',
        next: '下一步',
        hasErrors: '有错误',
        more: '更多',
        part: '第 %{number} 部分',
        stepOf: '第 %{current} 步，共 %{total} 步：%{title}',
        sections: '表单分组',
        discardTitle: '放弃所做的修改？',
        discardText: '此表单中的修改尚未保存，将会丢失。',
        keepEditing: '继续编辑',
        discard: '放弃',
      },
    },
  },
});
