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
      },
    },
  },
});
