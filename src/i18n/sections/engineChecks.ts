import { defineSection } from '../translate';

/**
 * The schema check's texts (issue 10): the problems it reports, by kind, and the page the console
 * shows instead of starting when the built-in schemas have any.
 */
const en = {
  engineChecks: {
    page: {
      title: 'The console cannot start: its resource schemas have problems',
      intro: 'A developer has to fix these in src/resources; the browser console lists them too.',
      item: '%{resource} › %{key}',
    },
    files: {
      menu: 'Resource file errors',
      title: 'Resource files the console could not use',
      intro: 'The console started without them. Fix each file below (the browser console lists the problems too).',
      file: 'File %{file}',
      reasons: {
        http: 'The file could not be loaded (HTTP %{status})',
        notJson: 'The file is not JSON (%{detail})',
        network: 'The file could not be loaded (%{detail})',
      },
    },
    problems: {
      duplicateResource: "Another resource is already named '%{name}'",
      duplicateField: "Field '%{source}' is declared more than once",
      duplicateAction: "Action '%{name}' is declared more than once",
      duplicateRoute: "'%{path}' is also the page of %{other}",
      unknownKey: "Unknown key '%{name}'",
      unknownKeyHint: "Unknown key '%{name}' (did you mean '%{hint}'?)",
      unknownFieldType: "'%{type}' is not a field type",
      unknownParent: "'%{parent}' is no group of the route table, and no resource declares it with route.group",
      reservedParent: "'%{parent}' is a page of the route table, not a group",
      groupIgnored: "'%{parent}' is already a group of the route table; this group is ignored",
      groupConflict: "'%{parent}' is declared differently by %{other}",
      unknownResource: "No resource is named '%{name}'",
      notAField: "'%{name}' is not a field of %{resource}",
      missingReference: 'A reference field needs reference: { resource, optionText }',
      missingChoices: 'A %{type} field needs choices',
      filterMismatch: "A '%{kind}' filter does not fit a %{type} field",
      badPattern: "/%{pattern}/ is not a valid regular expression: %{error}",
      inverted: '%{low} (%{lowValue}) is greater than %{high} (%{highValue})',
      unknownIcon: "No icon is named '%{name}' (src/resources/icons.ts)",
      unknownCell: "No cell is named '%{name}'",
      unknownInput: "No input is named '%{name}'",
      unknownToolbar: "No toolbar extension is named '%{name}'",
      unknownAction: "No action %{kind} is registered as '%{name}'",
      missingText: "Text '%{text}' is missing in %{languages}",
      untitledRoute: "The menu title '%{text}' is in no catalogue: add it, or give the resource a label",
      missingKey: "Key '%{name}' is required",
      wrongType: 'Expected %{expected}',
      notOneOf: 'Expected one of %{allowed}',
      badValue: '%{reason}',
      unknownValidator: "No validator is registered as '%{name}'",
      unknownBodyMapper: "No body mapper is registered as '%{name}'",
      unknownIdReader: "No id reader is registered as '%{name}'",
      badArguments: "The arguments of '%{name}' are wrong: %{reason}",
    },
  },
};

/** The kinds of problem the schema check reports (resources/checks/problems.ts). */
export type SchemaProblemKind = keyof (typeof en)['engineChecks']['problems'];

export default defineSection({
  en,
  zh: {
    engineChecks: {
      page: {
        title: '控制台无法启动：资源定义存在问题',
        intro: '需由开发人员在 src/resources 中修复；浏览器控制台中也列出了这些问题。',
        item: '%{resource} › %{key}',
      },
      files: {
        menu: '资源文件错误',
        title: '控制台无法使用的资源文件',
        intro: '控制台已在不加载它们的情况下启动。请修复下列每个文件（浏览器控制台中也列出了这些问题）。',
        file: '文件 %{file}',
        reasons: {
          http: '无法加载该文件（HTTP %{status}）',
          notJson: '该文件不是 JSON（%{detail}）',
          network: '无法加载该文件（%{detail}）',
        },
      },
      problems: {
        duplicateResource: '已有名为“%{name}”的资源',
        duplicateField: '字段“%{source}”被重复定义',
        duplicateAction: '操作“%{name}”被重复定义',
        duplicateRoute: '“%{path}”也是 %{other} 的页面',
        unknownKey: '未知的键“%{name}”',
        unknownKeyHint: '未知的键“%{name}”（是否应为“%{hint}”？）',
        unknownFieldType: '“%{type}”不是字段类型',
        unknownParent: '“%{parent}”不是路由表中的分组，也没有资源通过 route.group 声明它',
        reservedParent: '“%{parent}”是路由表中的页面，而不是分组',
        groupIgnored: '“%{parent}”已是路由表中的分组，此处的分组声明被忽略',
        groupConflict: '%{other} 对“%{parent}”的声明与此不同',
        unknownResource: '没有名为“%{name}”的资源',
        notAField: '“%{name}”不是 %{resource} 的字段',
        missingReference: '引用字段需要 reference: { resource, optionText }',
        missingChoices: '%{type} 字段需要 choices',
        filterMismatch: '“%{kind}”筛选不适用于 %{type} 字段',
        badPattern: '/%{pattern}/ 不是有效的正则表达式：%{error}',
        inverted: '%{low}（%{lowValue}）大于 %{high}（%{highValue}）',
        unknownIcon: '没有名为“%{name}”的图标（src/resources/icons.ts）',
        unknownCell: '没有名为“%{name}”的单元格',
        unknownInput: '没有名为“%{name}”的输入控件',
        unknownToolbar: '没有名为“%{name}”的工具栏扩展',
        unknownAction: '没有注册名为“%{name}”的操作%{kind}',
        missingText: '文本“%{text}”在 %{languages} 中缺失',
        untitledRoute: '菜单标题“%{text}”不在任何语言包中：请添加它，或为资源设置 label',
        missingKey: '缺少必需的键“%{name}”',
        wrongType: '应为 %{expected}',
        notOneOf: '应为以下之一：%{allowed}',
        badValue: '%{reason}',
        unknownValidator: '没有注册名为“%{name}”的校验器',
        unknownBodyMapper: '没有注册名为“%{name}”的请求体映射',
        unknownIdReader: '没有注册名为“%{name}”的 id 读取器',
        badArguments: '“%{name}”的参数有误：%{reason}',
      },
    },
  },
});
