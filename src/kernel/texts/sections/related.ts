import { defineSection } from '../translate';

/** A record's related records (a resource's `related`): the section in its detail view and its expanded row. */
export default defineSection({
  en: {
    crud: {
      related: {
        region: 'Related records',
        empty: 'No %{name} yet',
        loadFailed: 'Could not load %{name}: %{message}',
        range: '%{from}–%{to} of %{total}',
        previous: 'Previous %{name}',
        next: 'Next %{name}',
      },
    },
  },
  zh: {
    crud: {
      related: {
        region: '关联记录',
        empty: '暂无%{name}',
        loadFailed: '无法加载%{name}：%{message}',
        range: '第 %{from}–%{to} 条，共 %{total} 条',
        previous: '上一页%{name}',
        next: '下一页%{name}',
      },
    },
  },
});
