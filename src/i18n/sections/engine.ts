import { defineSection } from '../translate';

/** The schema engine's own texts: default page texts, filter bar, selection, export, detail drawer. */
export default defineSection({
  en: {
    crud: {
      defaults: {
        create: 'New %{name}',
        createTitle: 'New %{name}',
        editTitle: 'Edit %{name}',
        deleteConfirm: 'Delete this %{name}?',
        bulkDeleteConfirm: 'Delete %{smart_count} selected rows?',
        showTitle: '%{name} details',
      },
    },
  },
  zh: {
    crud: {
      defaults: {
        create: '新增%{name}',
        createTitle: '新增%{name}',
        editTitle: '编辑%{name}',
        deleteConfirm: '确定删除该%{name}吗？',
        bulkDeleteConfirm: '确定删除选中的 %{smart_count} 行吗？',
        showTitle: '%{name}详情',
      },
    },
  },
});
