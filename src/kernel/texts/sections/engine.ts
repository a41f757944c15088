import { defineSection } from '../translate';

/** The schema engine's own texts: default page texts, filter bar, selection, export, detail drawer. */
export default defineSection({
  en: {
    crud: {
      show: 'Show',
      close: 'Close',
      emptyFilter: 'No rows match these filters',
      filter: {
        bar: 'Filters',
        any: 'Any',
        from: '%{field} from',
        to: '%{field} to',
        clear: 'Clear filters',
      },
      export: {
        button: 'Export',
        selected: 'Export selected',
        busy: 'Exporting...',
        xlsx: 'Excel (.xlsx)',
        csv: 'CSV (.csv)',
        failed: 'Export failed: %{message}',
      },
      bulk: {
        delete: 'Delete selected',
      },
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
      show: '查看',
      close: '关闭',
      emptyFilter: '没有符合筛选条件的数据',
      filter: {
        bar: '筛选',
        any: '全部',
        from: '%{field} 从',
        to: '%{field} 到',
        clear: '清除筛选',
      },
      export: {
        button: '导出',
        selected: '导出选中',
        busy: '导出中...',
        xlsx: 'Excel (.xlsx)',
        csv: 'CSV (.csv)',
        failed: '导出失败：%{message}',
      },
      bulk: {
        delete: '删除选中',
      },
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
