/** Article List: the generic engine on the article schema, with its extensions. */
import { ResourceList } from '../../crud/ResourcePage';
import { article } from '../../kernel/resources/article';
import './articleExtensions';

export default function ArticleListPage() {
  return <ResourceList schema={article} />;
}
