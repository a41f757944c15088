import { defineSection } from '../translate';

/**
 * What the server says when a write breaks a rule of the resource beyond the value rules
 * (engineRules.ts): who may set a field, unknown fields, references. `crud.apiText.*` words them
 * in the readable '40001' message, with the field named.
 */
export default defineSection({
  en: {
    crud: {
      unknownField: 'Not a field of this resource',
      notYours: 'You may not set this field',
      fixedOnEdit: 'This field cannot be changed',
      notOnCreate: 'This field cannot be set on a new record',
      serverFilled: 'The server fills this field',
      noSuchRecord: 'No such record: %{id}',
      disabledNow: 'This field cannot be changed while %{condition}',
      choiceHidden: 'This choice is not available on this record',
      apiText: {
        unknownField: '%{field} is not a field of this resource',
        notYours: '%{field} may not be set or changed by your role',
        fixedOnEdit: '%{field} cannot be changed',
        notOnCreate: '%{field} cannot be set on a new record',
        serverFilled: '%{field} is filled by the server and cannot be set',
        noSuchRecord: '%{field} names no %{resource} record with id %{id}',
        disabledNow: '%{field} cannot be changed while %{condition}',
        choiceHidden: '%{field} cannot be %{value} on this record',
      },
    },
  },
  zh: {
    crud: {
      unknownField: '不是该资源的字段',
      notYours: '您的角色无权设置此字段',
      fixedOnEdit: '此字段不可修改',
      notOnCreate: '新建时不能设置此字段',
      serverFilled: '此字段由服务器填写',
      noSuchRecord: '记录不存在：%{id}',
      disabledNow: '当 %{condition} 时不能修改此字段',
      choiceHidden: '此选项不适用于该记录',
      apiText: {
        unknownField: '%{field} 不是该资源的字段',
        notYours: '您的角色无权设置或修改 %{field}',
        fixedOnEdit: '%{field} 不可修改',
        notOnCreate: '新建时不能设置 %{field}',
        serverFilled: '%{field} 由服务器填写，不能设置',
        noSuchRecord: '%{field} 指向的 %{resource} 记录不存在（id %{id}）',
        disabledNow: '当 %{condition} 时不能修改 %{field}',
        choiceHidden: '%{field} 在该记录上不能为 %{value}',
      },
    },
  },
});
