import { defineSection } from '../translate';

/**
 * The menu titles of the pages whose own texts load with them (pageSections in ../catalogue.ts):
 * the menu, tags view, breadcrumb and route search show them before the page's chunk has loaded.
 */
export default defineSection({
  en: {
    route: {
      // Developer
      developer: 'Developer',
      schemaLab: 'Schema lab',
      apiDocs: 'API',
      apiTokens: 'API tokens',
      auditLog: 'Audit log',
      webhooks: 'Webhooks',
      // Permission
      roles: 'Role',
      rolePermissions: 'Role permissions',
      // The demos
      charts: 'Charts',
      keyboardChart: 'Keyboard Chart',
      lineChart: 'Line Chart',
      mixChart: 'Mix Chart',
      table: 'Table',
      dynamicTable: 'Dynamic Table',
      inlineEditTable: 'Inline Edit',
      titleRule: 'Title Rule',
      tab: 'Tab',
      errorPages: 'Error Pages',
      components: 'Components',
      tinymce: 'Tinymce',
      markdown: 'Markdown',
      jsonEditor: 'Json Editor',
      avatarUpload: 'Upload',
      dropzone: 'Dropzone',
      icons: 'Icons',
      dragDialog: 'Drag Dialog',
      dndList: 'Dnd List',
      dragSelect: 'Drag Select',
      dragKanban: 'Drag Kanban',
      dragTable: 'Drag Table',
      splitPane: 'SplitPane',
      sticky: 'Sticky',
      backToTop: 'Back To Top',
      countTo: 'Count To',
    },
  },
  zh: {
    route: {
      // Developer
      developer: '开发者',
      schemaLab: '模式实验室',
      apiDocs: 'API',
      apiTokens: 'API 令牌',
      auditLog: '审计日志',
      webhooks: 'Webhook',
      // Permission
      roles: '角色',
      rolePermissions: '角色权限',
      // The demos
      charts: '图表',
      keyboardChart: '键盘图表',
      lineChart: '折线图',
      mixChart: '混合图表',
      table: 'Table',
      dynamicTable: '动态 Table',
      inlineEditTable: 'Table 内编辑',
      titleRule: '标题校验',
      tab: 'Tab',
      errorPages: '错误页面',
      components: '组件',
      tinymce: '富文本编辑器',
      markdown: 'Markdown',
      jsonEditor: 'JSON 编辑器',
      avatarUpload: '头像上传',
      dropzone: 'Dropzone',
      icons: '图标',
      dragDialog: '可拖拽对话框',
      dndList: '列表拖拽',
      dragSelect: '拖拽选择',
      dragKanban: '可拖拽看板',
      dragTable: '拖拽表格',
      splitPane: '分割面板',
      sticky: 'Sticky',
      backToTop: '返回顶部',
      countTo: '数字滚动',
    },
  },
});
