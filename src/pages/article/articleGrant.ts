/**
 * What of an article the signed-in user may set in the editor, by the article's grants (the rule the
 * server enforces, server/handlers/crud/grantedBody.ts): a field of the article schema by the
 * create or update grant's fields, any other value of the editor (summary, content, display time,
 * link) only with a grant of every field.
 */
import { useMemo } from 'react';
import { grantsOf } from '../../kernel/access/grants';
import { article } from '../../kernel/resources/article';
import { useGrantee } from '../../providers/grantee';

export type ArticleSettable = (source: string) => boolean;

export function useArticleSettable(mode: 'new' | 'edit'): ArticleSettable {
  const grantee = useGrantee();
  return useMemo(() => {
    const grant = grantsOf(article, grantee)[mode === 'new' ? 'create' : 'update'];
    return (source: string) => grant !== false && (grant.fields === 'all' || grant.fields.has(source));
  }, [grantee, mode]);
}

/** The values the user may set, and the record's id. */
export const settableValues = (values: Record<string, unknown>, may: ArticleSettable): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).filter(([source]) => source === 'id' || may(source)));
