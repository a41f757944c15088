import { Dropzone } from '../../components/Dropzone';
import { DemoCard } from '../shared/DemoCard';
import demoEditorsTexts from '../../kernel/texts/sections/demoEditors';
import { registerSection } from '../../providers/pageTexts';

registerSection(demoEditorsTexts);

/** Dropzone demo: images up to 2 MB, at most 3 files, each uploaded on its own. */
export default function DropzonePage() {
  return (
    <DemoCard title="route.dropzone" intro="demoEditors.dropzone.intro">
      <Dropzone />
    </DemoCard>
  );
}
