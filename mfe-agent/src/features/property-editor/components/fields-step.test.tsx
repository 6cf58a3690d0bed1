import { describe, expect, mock, test } from 'bun:test';
import type { Property } from '@naija-homes/contracts/property';
import { withDom } from '@naija-homes/ui-kit/test/dom';

withDom();
// Loaded once the DOM exists (ui-kit/test/dom.ts).
const { fireEvent, within } = await import('@testing-library/react');
const { aProperty, eventually, fakeApi, renderWith, savedAnswer } = await import('../../../test/render');
const { exteriorStep, interiorStep } = await import('../step-fields');
const { FieldsStep } = await import('./fields-step');

const api = fakeApi();

function stepOf(spec: typeof exteriorStep, property: Property, step = 1) {
  const goTo = mock((_step: number, _options?: { force?: boolean }) => {});
  const onDirtyChange = mock((_dirty: boolean) => {});
  const { view } = renderWith(
    <FieldsStep spec={spec} property={property} step={step} goTo={goTo} onDirtyChange={onDirtyChange} />,
  );
  const field = (label: string) => view.getByLabelText(label) as HTMLInputElement;
  const type = (label: string, text: string) => fireEvent.change(field(label), { target: { value: text } });
  const save = () => fireEvent.click(view.getByRole('button', { name: 'Save and continue' }));
  return { view, goTo, onDirtyChange, field, type, save };
}

const regionNames = (view: ReturnType<typeof stepOf>['view']) =>
  view.getAllByRole('region').map((region) => region.querySelector('h3')?.textContent);

describe('the exterior and interior steps, drawn from step-fields.ts', () => {
  test('a residential listing’s exterior step has its four sections in order, in a form named for the step', () => {
    const { view } = stepOf(exteriorStep, aProperty());
    expect(view.getByRole('form', { name: 'Exterior Features' })).toBeTruthy();
    expect(regionNames(view)).toEqual(['Lot and building', 'Outdoor', 'Utilities', 'Distances']);
    expect(view.getByText('How far the nearest places are, in miles.')).toBeTruthy();
  });

  test('a commercial listing’s exterior step asks about access and safety, not lots or water', () => {
    const { view } = stepOf(exteriorStep, aProperty({ propertyCategory: 'commercial' }));
    expect(regionNames(view)).toEqual(['Access', 'Safety and systems']);
    expect(view.queryByLabelText('Total square footage')).toBeNull();
    expect(view.queryByLabelText('Water supply')).toBeNull();
    expect(view.getByRole('group', { name: 'HVAC systems' })).toBeTruthy();
  });

  test('required fields are marked for screen readers: total square footage (residential), restrooms (commercial)', () => {
    const residential = stepOf(exteriorStep, aProperty());
    expect(residential.field('Total square footage').getAttribute('aria-required')).toBe('true');
    expect(residential.field('Parking spaces').getAttribute('aria-required')).toBeNull();
    residential.view.unmount();
    const commercial = stepOf(interiorStep, aProperty({ propertyCategory: 'commercial' }), 2);
    expect(commercial.field('Restrooms').getAttribute('aria-required')).toBe('true');
  });

  test('a select starts with its placeholder and names the options in words', () => {
    const { field } = stepOf(exteriorStep, aProperty());
    const shape = field('Lot shape') as unknown as HTMLSelectElement;
    expect(shape.value).toBe('');
    expect([...shape.options].map((option) => option.textContent)).toEqual([
      'Select an option',
      'Rectangular',
      'Irregular',
      'Other',
    ]);
  });

  test('a decimal field keeps digits and one point; a whole-number field keeps digits only', () => {
    const { field, type } = stepOf(exteriorStep, aProperty());
    type('Total square footage', '1,500.5.0 sq ft');
    expect(field('Total square footage').value).toBe('1500.50');
    type('Parking spaces', '3.5 cars');
    expect(field('Parking spaces').value).toBe('35');
    expect(field('Distance to school').getAttribute('inputmode')).toBe('decimal');
    expect(field('Parking spaces').getAttribute('inputmode')).toBe('numeric');
  });

  test('distances carry their unit as the hint', () => {
    const { field, view } = stepOf(exteriorStep, aProperty());
    const hintId = field('Distance to highway').getAttribute('aria-describedby') ?? '';
    expect(view.container.querySelector(`[id="${hintId}"]`)?.textContent).toBe('Miles');
  });
});

describe('saving a described step', () => {
  test('a change shows "Unsaved changes" and tells the editor; undoing it clears both', () => {
    const { view, type, onDirtyChange } = stepOf(exteriorStep, aProperty({ totalArea: 1500 }));
    expect(view.queryByRole('status')).toBeNull();
    type('Total square footage', '1600');
    expect(view.getByRole('status').textContent).toBe('Unsaved changes');
    expect(onDirtyChange).toHaveBeenLastCalledWith(true);
    // '1500.0' is the same number the listing has: not a change.
    type('Total square footage', '1500.0');
    expect(view.queryByRole('status')).toBeNull();
    expect(onDirtyChange).toHaveBeenLastCalledWith(false);
  });

  test('sends only what changed, as the API takes it, then moves to the next step without asking', async () => {
    const property = aProperty({ totalArea: 1500, parkingSpaces: 2 });
    api.on('PATCH', '/api/v1/property/p1', {
      body: savedAnswer({ ...property, totalArea: 1800.5, outdoorFeatures: ['Pool'], lotShape: 'rectangular' }),
    });
    const { view, type, save, goTo } = stepOf(exteriorStep, property);
    type('Total square footage', '1800.5');
    fireEvent.change(view.getByLabelText('Lot shape'), { target: { value: 'rectangular' } });
    fireEvent.click(view.getByRole('checkbox', { name: 'Pool' }));
    save();
    await eventually(() => expect(goTo).toHaveBeenCalledWith(2, { force: true }));
    expect(api.to('PATCH', '/api/v1/property/p1').map((call) => call.body)).toEqual([
      { totalArea: 1800.5, lotShape: 'rectangular', outdoorFeatures: ['Pool'] },
    ]);
    expect(view.queryByText('Unsaved changes')).toBeNull();
  });

  test('emptying a saved value clears it (null); unticking the last choice sends an empty list', async () => {
    const property = aProperty({ totalArea: 1500, outdoorFeatures: ['Pool'] });
    api.on('PATCH', '/api/v1/property/p1', { body: savedAnswer(aProperty()) });
    const { view, type, save, goTo } = stepOf(exteriorStep, property);
    expect(view.getByRole('checkbox', { name: 'Pool' }).getAttribute('aria-checked')).toBe('true');
    type('Total square footage', '');
    fireEvent.click(view.getByRole('checkbox', { name: 'Pool' }));
    save();
    await eventually(() => expect(goTo).toHaveBeenCalled());
    expect(api.calls[0]?.body).toEqual({ totalArea: null, outdoorFeatures: [] });
  });

  test('with nothing changed, Save and continue moves on without a request', () => {
    const { save, goTo } = stepOf(exteriorStep, aProperty());
    save();
    expect(goTo).toHaveBeenCalledWith(2, { force: true });
    expect(api.calls).toHaveLength(0);
  });

  test('a value the contract refuses shows its message beside the field, takes the focus, and nothing is sent', async () => {
    const { view, type, save, goTo, field } = stepOf(exteriorStep, aProperty());
    type('Distance to school', '2000');
    save();
    await eventually(() => expect(view.getByText('Distance to school must be at most 1000')).toBeTruthy());
    const input = field('Distance to school');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input);
    expect(goTo).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
    // Typing again clears the message (the next save checks again).
    type('Distance to school', '20');
    expect(view.queryByText('Distance to school must be at most 1000')).toBeNull();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  test('a refused save keeps the step and its changes', async () => {
    api.on('PATCH', '/api/v1/property/p1', {
      status: 422,
      body: {
        code: 'incomplete',
        message: 'A published property must stay complete',
        missing: ['Total square footage'],
      },
    });
    const { view, type, save, goTo, field } = stepOf(exteriorStep, aProperty({ totalArea: 1500, isPublished: true }));
    type('Total square footage', '');
    save();
    await eventually(() => expect(api.calls).toHaveLength(1));
    await eventually(() =>
      expect(view.getByRole('button', { name: 'Save and continue' }).hasAttribute('disabled')).toBe(false),
    );
    expect(goTo).not.toHaveBeenCalled();
    expect(field('Total square footage').value).toBe('');
    expect(view.getByRole('status').textContent).toBe('Unsaved changes');
  });

  test('Back and Next move without saving (Next asks first when there are changes: no force)', () => {
    const { view, goTo } = stepOf(interiorStep, aProperty(), 2);
    const footer = within(view.getByRole('form', { name: 'Interior Features' }));
    fireEvent.click(footer.getByRole('button', { name: 'Next' }));
    expect(goTo).toHaveBeenLastCalledWith(3);
    fireEvent.click(footer.getByRole('button', { name: 'Back' }));
    expect(goTo).toHaveBeenLastCalledWith(1);
  });
});
