/**
 * The named extensions the console ships (src/pages/article/articleExtensions.tsx and
 * src/pages/users/userExtensions.ts register them with their components), as plain names: the check refuses a schema naming any other, and the Node
 * server and the resources:check command know them without loading React.
 * tests/unit/resources/checkEnv.test.ts keeps them equal to what the pages register: a developer
 * who registers a new one adds its name here too.
 */
export const SHIPPED_CELLS: readonly string[] = ['article.title', 'article.stars', 'article.readings', 'article.reviewer'];
export const SHIPPED_INPUTS: readonly string[] = ['article.importance', 'user.roles'];
/** Action dialogs and handlers. */
export const SHIPPED_ACTIONS: readonly string[] = ['article.setStatus', 'article.pv'];
export const SHIPPED_TOOLBARS: readonly string[] = ['article.sort', 'article.reviewer'];
