/** Options of the Drag Select demo (keys; the names are in the catalogue under demoWidgets.fruits). */
export const FRUITS = ['apple', 'banana', 'orange', 'pear', 'grape', 'strawberry', 'watermelon'] as const;
export type Fruit = (typeof FRUITS)[number];

export const INITIAL_FRUITS: Fruit[] = ['apple', 'banana', 'orange'];
