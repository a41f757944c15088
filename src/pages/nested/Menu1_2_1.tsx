import { NestedBlock } from './NestedBlock';

export default function Menu1_2_1() {
  return <NestedBlock title="route.menu1_2_1" />;
}
