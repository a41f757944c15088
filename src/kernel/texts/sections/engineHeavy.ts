import { defineSection } from '../translate';

/** The heavy field types of the schema engine (markdown, rich text, JSON, code, images, files): inputs, cells and detail views. */
export default defineSection({
  en: {
    crud: {
      heavy: {
        loading: 'Loading the editor…',
        json: {
          invalid: 'Not valid JSON: %{message}',
          tooLong: 'The JSON is %{length} characters long; at most %{max} are allowed',
          notSaved: 'Fix the JSON first: the field keeps its last valid value',
          length: '%{length} / %{max} characters of JSON',
        },
        code: {
          length: '%{length} / %{max} characters',
        },
        upload: {
          drop: 'Drop a file here, or press to choose one',
          dropImage: 'Drop an image here, or press to choose one',
          dropImages: 'Drop images here, or press to choose them',
          accepts: 'Accepted: %{types}',
          uploading: 'Uploading %{name}…',
          failed: 'Could not upload %{name}: %{message}',
          notAccepted: '%{name} is not one of the accepted types (%{types})',
          tooMany: 'At most %{max} images: %{name} was not added',
          remove: 'Remove %{name}',
          download: 'Download %{name}',
          image: 'Image %{index}',
          imageOf: 'Image of %{label}',
        },
        crop: {
          title: 'Crop the image',
          upload: 'Crop and upload',
          cancel: 'Cancel',
          unreadable: 'The image could not be read',
        },
      },
    },
  },
  zh: {
    crud: {
      heavy: {
        loading: '正在加载编辑器…',
        json: {
          invalid: '不是有效的 JSON：%{message}',
          tooLong: 'JSON 长 %{length} 个字符，最多允许 %{max} 个',
          notSaved: '请先修正 JSON：字段保留上一个有效值',
          length: 'JSON %{length} / %{max} 个字符',
        },
        code: {
          length: '%{length} / %{max} 个字符',
        },
        upload: {
          drop: '将文件拖到此处，或按下以选择',
          dropImage: '将图片拖到此处，或按下以选择',
          dropImages: '将图片拖到此处，或按下以选择',
          accepts: '可接受：%{types}',
          uploading: '正在上传 %{name}…',
          failed: '无法上传 %{name}：%{message}',
          notAccepted: '%{name} 不是可接受的类型（%{types}）',
          tooMany: '最多 %{max} 张图片：%{name} 未添加',
          remove: '移除 %{name}',
          download: '下载 %{name}',
          image: '图片 %{index}',
          imageOf: '%{label} 的图片',
        },
        crop: {
          title: '裁剪图片',
          upload: '裁剪并上传',
          cancel: '取消',
          unreadable: '无法读取该图片',
        },
      },
    },
  },
});
