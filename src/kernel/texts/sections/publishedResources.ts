import { defineSection } from '../translate';

/** Publishing resource files from the Schema lab (issue 29). */
export default defineSection({
  en: {
    publishedResources: {
      publish: 'Publish',
      publishHint: 'Publish this file on the server: every server serves its API, and the console shows it to the roles it names.',
      notReady: 'Fix the problems before publishing.',
      published: 'Published: %{label}. Reload to see it in the menu.',
      refused: 'The server refused the file: %{message}',
      failed: 'Publishing failed: %{message}',
      reload: 'Reload',
      title: 'Published resource files',
      none: 'No resource file is published yet.',
      loadFailed: 'The published files could not be loaded: %{message}',
      onDisk: 'On disk (config.json)',
      notServed: 'Not served',
      by: 'By %{user}, %{time}',
      edit: 'Open in editor',
      unpublish: 'Unpublish',
      unpublishTitle: 'Unpublish %{name}?',
      unpublishContent: 'The server stops serving its API and the console drops it at the next reload. Its records stay, and come back if it is published again.',
      unpublished: 'Unpublished: %{name}.',
    },
  },
  zh: {
    publishedResources: {
      publish: '发布',
      publishHint: '在服务器上发布此文件：所有服务器都会提供它的 API，控制台会向其列出的角色显示它。',
      notReady: '请先修正问题再发布。',
      published: '已发布：%{label}。重新加载后即可在菜单中看到。',
      refused: '服务器拒绝了该文件：%{message}',
      failed: '发布失败：%{message}',
      reload: '重新加载',
      title: '已发布的资源文件',
      none: '尚未发布任何资源文件。',
      loadFailed: '无法加载已发布的文件：%{message}',
      onDisk: '磁盘文件（config.json）',
      notServed: '未提供服务',
      by: '%{user}，%{time}',
      edit: '在编辑器中打开',
      unpublish: '取消发布',
      unpublishTitle: '取消发布 %{name}？',
      unpublishContent: '服务器将停止提供它的 API，控制台在下次重新加载时移除它。它的记录会保留，再次发布后恢复。',
      unpublished: '已取消发布：%{name}。',
    },
  },
});
