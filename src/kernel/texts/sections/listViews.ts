import { defineSection } from '../translate';

/** Columns, saved views and the export of a view on the generated list. */
export default defineSection({
  en: {
    crud: {
      columns: {
        button: 'Columns',
        title: 'Shown columns',
        moveUp: 'Move %{name} up',
        moveDown: 'Move %{name} down',
        reset: 'Default columns',
      },
      views: {
        button: 'Views',
        none: 'No saved views yet',
        save: 'Save view...',
        saveTitle: 'Save the current view',
        name: 'Name',
        isDefault: 'Default view',
        shareWith: 'Share with roles',
        shareHelp: 'Role names, separated by commas',
        shared: 'Shared',
        default: 'Default',
        makeDefault: 'Make %{name} the default view',
        unmakeDefault: 'Stop using %{name} as the default view',
        delete: 'Delete view %{name}',
        saved: 'View "%{name}" saved',
        applied: 'View "%{name}" applied',
        deleted: 'View "%{name}" deleted',
        cancel: 'Cancel',
        confirm: 'Save',
      },
      exportView: {
        view: 'Current view',
        everything: 'Everything (all fields, no filters)',
        all: 'Everything, Excel',
        allCsv: 'Everything, CSV',
      },
    },
  },
  zh: {
    crud: {
      columns: {
        button: '列',
        title: '显示的列',
        moveUp: '上移 %{name}',
        moveDown: '下移 %{name}',
        reset: '默认列',
      },
      views: {
        button: '视图',
        none: '还没有保存的视图',
        save: '保存视图...',
        saveTitle: '保存当前视图',
        name: '名称',
        isDefault: '默认视图',
        shareWith: '共享给角色',
        shareHelp: '角色名，用逗号分隔',
        shared: '已共享',
        default: '默认',
        makeDefault: '将 %{name} 设为默认视图',
        unmakeDefault: '取消 %{name} 作为默认视图',
        delete: '删除视图 %{name}',
        saved: '视图“%{name}”已保存',
        applied: '已应用视图“%{name}”',
        deleted: '视图“%{name}”已删除',
        cancel: '取消',
        confirm: '保存',
      },
      exportView: {
        view: '当前视图',
        everything: '全部（所有字段，不筛选）',
        all: '全部，Excel',
        allCsv: '全部，CSV',
      },
    },
  },
});
