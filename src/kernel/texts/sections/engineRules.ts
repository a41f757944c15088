import { defineSection } from '../translate';

/**
 * Messages of the schema's declarative rules (src/kernel/rules/rules.ts) beyond the first ones
 * (crud.required, wholeNumber, atLeast, atMost, tooLong live in resources.ts).
 * `crud.apiText.*` is how the embedded API words a rule in its readable '40001' message: the same
 * rule with the field named, so the message alone says what to fix.
 */
export default defineSection({
  en: {
    crud: {
      tooShort: 'At least %{min} characters',
      badEmail: 'Please enter a valid email address',
      badUrl: 'Please enter a valid http or https address',
      badPattern: 'The format is not valid',
      notUnique: 'This value is already taken',
      apiText: {
        required: '%{field} is required',
        wholeNumber: '%{field} must be a whole number',
        atLeast: '%{field} must be at least %{min}',
        atMost: '%{field} must be at most %{max}',
        tooShort: '%{field} must be at least %{min} characters',
        tooLong: '%{field} must be at most %{max} characters',
        badEmail: '%{field} must be an email address',
        badUrl: '%{field} must be an http or https address',
        badPattern: '%{field} has an invalid format',
        notUnique: '%{field} already exists',
      },
    },
  },
  zh: {
    crud: {
      tooShort: '至少 %{min} 个字符',
      badEmail: '请输入有效的邮箱地址',
      badUrl: '请输入有效的 http 或 https 地址',
      badPattern: '格式不正确',
      notUnique: '该值已被占用',
      apiText: {
        required: '%{field} 为必填项',
        wholeNumber: '%{field} 必须是整数',
        atLeast: '%{field} 不能小于 %{min}',
        atMost: '%{field} 不能大于 %{max}',
        tooShort: '%{field} 至少 %{min} 个字符',
        tooLong: '%{field} 最多 %{max} 个字符',
        badEmail: '%{field} 必须是邮箱地址',
        badUrl: '%{field} 必须是 http 或 https 地址',
        badPattern: '%{field} 格式不正确',
        notUnique: '%{field} 已存在',
      },
    },
  },
});
