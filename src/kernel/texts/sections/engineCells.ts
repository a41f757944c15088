import { defineSection } from '../translate';

/** The schema engine's table cells: the copy button and its notices. */
export default defineSection({
  en: {
    crud: {
      cells: {
        copy: 'Copy %{value}',
        copied: 'Copied',
        copyFailed: 'Could not copy',
      },
    },
  },
  zh: {
    crud: {
      cells: {
        copy: '复制 %{value}',
        copied: '已复制',
        copyFailed: '复制失败',
      },
    },
  },
});
