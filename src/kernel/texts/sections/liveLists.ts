import { defineSection } from '../translate';

/** Live lists: others' changes announced on a list while it is shown, and in an open edit dialog. */
export default defineSection({
  en: {
    live: {
      created: '%{smart_count} new record |||| %{smart_count} new records',
      show: 'Show',
      paused: 'Live updates paused, reconnecting…',
      changedBy: 'Changed by %{actor} since you opened it.',
      changedBySomeone: 'Changed by someone else since you opened it.',
      deleted: 'Deleted by %{actor} since you opened it.',
    },
  },
  zh: {
    live: {
      created: '%{smart_count} 条新记录',
      show: '显示',
      paused: '实时更新已暂停，正在重新连接…',
      changedBy: '您打开后，%{actor} 修改了此记录。',
      changedBySomeone: '您打开后，其他人修改了此记录。',
      deleted: '您打开后，%{actor} 删除了此记录。',
    },
  },
});
