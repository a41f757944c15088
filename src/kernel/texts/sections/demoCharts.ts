import { defineSection } from '../translate';

/**
 * Texts of the chart, table, tab and error-page demos. Route titles '401' and '404' are shared with
 * the always-available pages (see common.ts).
 */
export default defineSection({
  en: {
    demoCharts: {
      keyboard: { label: 'Keyboard chart' },
      line: { label: 'Line chart', title: 'TELECOM', cmcc: 'CMCC', ctcc: 'CTCC', cucc: 'CUCC' },
      mix: {
        label: 'Mix chart',
        title: 'statistics',
        female: 'female',
        male: 'male',
        average: 'average',
        month: 'Month %{month}',
      },
      fruit: { apple: 'apple', banana: 'banana', orange: 'orange', name: 'fruitName' },
      dynamic: {
        fixed: 'Fixed header, sorted by header order',
        unfixed: 'Not fixed header, sorted by click order',
        columns: 'Columns',
      },
      article: {
        id: 'ID',
        date: 'Date',
        title: 'Title',
        author: 'Author',
        importance: 'Importance',
        importanceValue: 'Importance %{n} of 3',
        status: 'Status',
        actions: 'Actions',
        empty: 'No data',
        loading: 'Loading articles',
        published: 'published',
        draft: 'draft',
        deleted: 'deleted',
      },
      inlineEdit: {
        edit: 'Edit',
        ok: 'Ok',
        cancel: 'cancel',
        titleInput: 'Title of article %{id}',
        edited: 'The title has been edited',
        restored: 'The title has been restored to the original value',
      },
      titleRule: {
        heading: 'Title rule',
        intro: 'The title must be exactly 6 characters.',
        label: 'Title',
        length: '请输入六个字符',
        submit: 'Submit',
        success: 'Submit success',
      },
      tab: { CN: 'China', US: 'USA', JP: 'Japan', EU: 'Eurozone', label: 'Articles by region' },
    },
  },
  zh: {
    demoCharts: {
      keyboard: { label: '键盘图表' },
      line: { label: '折线图', title: '电信', cmcc: '移动', ctcc: '电信', cucc: '联通' },
      mix: {
        label: '混合图表',
        title: '统计',
        female: '女',
        male: '男',
        average: '平均',
        month: '%{month}月',
      },
      fruit: { apple: '苹果', banana: '香蕉', orange: '橙子', name: '水果名' },
      dynamic: {
        fixed: '固定表头，按照表头顺序排序',
        unfixed: '不固定表头，按照点击顺序排序',
        columns: '列',
      },
      article: {
        id: '序号',
        date: '时间',
        title: '标题',
        author: '作者',
        importance: '重要性',
        importanceValue: '重要性 %{n} / 3',
        status: '状态',
        actions: '操作',
        empty: '暂无数据',
        loading: '正在加载文章',
        published: '已发布',
        draft: '草稿',
        deleted: '已删除',
      },
      inlineEdit: {
        edit: '编辑',
        ok: '确定',
        cancel: '取消',
        titleInput: '文章 %{id} 的标题',
        edited: '标题已修改',
        restored: '标题已恢复为原始值',
      },
      titleRule: {
        heading: '标题校验',
        intro: '标题必须正好是六个字符。',
        label: '标题',
        length: '请输入六个字符',
        submit: '提交',
        success: '提交成功',
      },
      tab: { CN: '中国', US: '美国', JP: '日本', EU: '欧元区', label: '按地区查看文章' },
    },
  },
});
