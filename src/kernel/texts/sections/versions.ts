import { defineSection } from '../translate';

/** Record versions: a save refused because someone changed the record since it was opened. */
export default defineSection({
  en: {
    versions: {
      conflict: 'This record was changed by %{user} at %{time} since you opened it.',
      conflictNoUser: 'This record was changed at %{time} since you opened it.',
      choose: 'Reload it to see their changes (yours are dropped), or overwrite it with yours.',
      reload: 'Reload',
      overwrite: 'Overwrite',
      reloadTitle: 'Reload the record?',
      reloadContent: 'The changes you made in this form will be lost.',
      reloadFailed: 'The record could not be reloaded: %{message}',
      inlineConflict: 'Not saved: %{message} The row now shows the stored value.',
      deleteConflict: 'Not deleted: %{message} The list now shows it as stored; delete again if you still mean to.',
    },
  },
  zh: {
    versions: {
      conflict: '您打开此记录后，%{user} 于 %{time} 修改了它。',
      conflictNoUser: '您打开此记录后，它于 %{time} 被修改。',
      choose: '重新加载以查看对方的修改（您的修改将被丢弃），或用您的修改覆盖。',
      reload: '重新加载',
      overwrite: '覆盖',
      reloadTitle: '重新加载此记录？',
      reloadContent: '您在此表单中所做的修改将会丢失。',
      reloadFailed: '无法重新加载记录：%{message}',
      inlineConflict: '未保存：%{message} 该行已显示存储的值。',
      deleteConflict: '未删除：%{message} 列表已显示存储的内容；如仍要删除，请再次删除。',
    },
  },
});
