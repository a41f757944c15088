import { Outlet } from 'react-router-dom';
import { NestedBlock } from './NestedBlock';

export default function Menu1() {
  return (
    <NestedBlock title="route.menu1">
      <Outlet />
    </NestedBlock>
  );
}
