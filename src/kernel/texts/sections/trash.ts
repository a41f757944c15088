import { defineSection } from '../translate';

/** The Trash of a resource with `"trash": true`: delete moves there, an admin restores or purges. */
export default defineSection({
  en: {
    crud: {
      trash: {
        button: 'Trash',
        title: 'Trash: %{name}',
        deletedAt: 'Deleted at',
        deletedBy: 'Deleted by',
        actions: 'Actions',
        restore: 'Restore',
        purge: 'Delete forever',
        purgeConfirm: 'Delete this %{name} forever? It cannot be restored afterwards.',
        empty: 'Trash is empty',
        restored: 'Restored: the record is back in the list',
        purged: 'Deleted forever',
        close: 'Close',
        deleteConfirm: 'Move this %{name} to the Trash? An admin can restore it from there.',
        bulkDeleteConfirm: 'Move %{smart_count} selected rows to the Trash? An admin can restore them from there.',
      },
    },
  },
  zh: {
    crud: {
      trash: {
        button: '回收站',
        title: '回收站：%{name}',
        deletedAt: '删除时间',
        deletedBy: '删除人',
        actions: '操作',
        restore: '恢复',
        purge: '永久删除',
        purgeConfirm: '确定永久删除该%{name}吗？删除后无法恢复。',
        empty: '回收站为空',
        restored: '已恢复：记录已回到列表',
        purged: '已永久删除',
        close: '关闭',
        deleteConfirm: '确定将该%{name}移入回收站吗？管理员可以从回收站恢复。',
        bulkDeleteConfirm: '确定将选中的 %{smart_count} 行移入回收站吗？管理员可以从回收站恢复。',
      },
    },
  },
});
