import { defineSection } from '../translate';

/**
 * The light field types' inputs, cells and detail views (src/crud/inputs/types, cells/types,
 * show/types): a range's two ends, a list's rows and their buttons, a rating's stars, yes and no, a date that does not exist.
 */
export default defineSection({
  en: {
    crud: {
      types: {
        start: 'Start',
        end: 'End',
        rangeOf: '%{field}: start and end',
        noValue: 'Not set',
        colorPicker: '%{field} colour picker',
        stars: '%{value} of %{max}',
        yes: 'Yes',
        no: 'No',
        items: '%{smart_count} item |||| %{smart_count} items',
        addRow: 'Add',
        row: 'Row %{index}',
        removeRow: 'Remove row %{index}',
        moveUp: 'Move row %{index} up',
        moveDown: 'Move row %{index} down',
        dragRow: 'Drag row %{index}',
        noRows: 'No rows yet',
        tagsHint: 'Type and press Enter to add',
        tagsFull: 'At most %{max} items',
        impossibleDate: 'Not a real date or time',
      },
    },
  },
  zh: {
    crud: {
      types: {
        start: '开始',
        end: '结束',
        rangeOf: '%{field}：开始和结束',
        noValue: '未设置',
        colorPicker: '%{field} 取色器',
        stars: '%{value} / %{max}',
        yes: '是',
        no: '否',
        items: '%{smart_count} 项',
        addRow: '添加',
        row: '第 %{index} 行',
        removeRow: '删除第 %{index} 行',
        moveUp: '第 %{index} 行上移',
        moveDown: '第 %{index} 行下移',
        dragRow: '拖动第 %{index} 行',
        noRows: '还没有行',
        tagsHint: '输入后按回车添加',
        tagsFull: '最多 %{max} 项',
        impossibleDate: '不是有效的日期或时间',
      },
    },
  },
});
