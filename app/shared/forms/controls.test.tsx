import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { InputField, SelectField, TextareaField } from "./controls";

describe("form fields", () => {
  it("tie the label, the hint and the error to the control", () => {
    const html = renderToStaticMarkup(
      <InputField
        id="contact-name"
        name="name"
        label="Name"
        hint="As on your ID"
        error="Name, please"
        defaultValue="Al"
      />,
    );
    expect(html).toContain('<label for="contact-name" class="field-label">Name</label>');
    expect(html).toContain('aria-describedby="contact-name-hint contact-name-error"');
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('value="Al"');
    expect(html).toContain('<p id="contact-name-hint" class="mt-1.5 text-sm text-muted">As on your ID</p>');
    expect(html).toContain('<p id="contact-name-error" class="field-error">Name, please</p>');
  });

  it("say nothing extra about a field without hint or error", () => {
    const html = renderToStaticMarkup(<TextareaField id="m" name="message" label="Message" />);
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("aria-invalid");
    expect(html).toContain('class="field-input resize-y"');
  });

  it("list a select's options and keep the chosen one", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="s"
        name="subject"
        label="Subject"
        defaultValue="b"
        options={[
          { value: "", label: "—", disabled: true },
          { value: "a", label: "A" },
          { value: "b", label: "B" },
        ]}
      />,
    );
    expect(html).toContain('<option value="" disabled="">—</option>');
    expect(html).toContain('<option value="b" selected="">B</option>');
  });

  it("add a control's own classes after field-input; a text area grows downwards unless told otherwise", () => {
    const select = renderToStaticMarkup(
      <SelectField id="s" name="reason" label="Reason" controlClassName="py-2.5 sm:max-w-xs" />,
    );
    expect(select).toContain('class="field-input py-2.5 sm:max-w-xs"');
    const input = renderToStaticMarkup(<InputField id="i" name="title" label="Title" />);
    expect(input).toContain('class="field-input"');
    const textarea = renderToStaticMarkup(
      <TextareaField id="t" name="body" label="Body" controlClassName="leading-7" />,
    );
    expect(textarea).toContain('class="field-input leading-7"');
  });

  it("start a select with its placeholder and end it with its own children", () => {
    const html = renderToStaticMarkup(
      <SelectField
        id="s"
        name="sector"
        label="Sector"
        placeholder="Choose"
        options={[{ value: "a", label: "A" }]}
      >
        <optgroup label="Kigali">
          <option>Gasabo</option>
        </optgroup>
      </SelectField>,
    );
    expect(html).toContain(
      '<option value="">Choose</option><option value="a">A</option><optgroup label="Kigali"><option>Gasabo</option></optgroup></select>',
    );
  });

  it("take a label with more in it than text", () => {
    const html = renderToStaticMarkup(
      <InputField
        id="post-model"
        name="model"
        label={
          <>
            Model<span> (optional)</span>
          </>
        }
      />,
    );
    expect(html).toContain(
      '<label for="post-model" class="field-label">Model<span> (optional)</span></label>',
    );
  });
});
