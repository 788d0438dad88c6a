import { describe, expect, it } from "vitest";
import { demoRequestSchema } from "~/forms/demo-request";
import { newsletterMessages } from "~/forms/newsletter-messages";
import { trainingRegistrationSchema } from "~/forms/training-registration";
import { coursesNamed, replayDialogue, requestedForm } from "~/server/assistant/dialogue.server";

describe("lead requests", () => {
  it("start from a request's first words", () => {
    expect(requestedForm("I'd like a demo")).toBe("demo");
    expect(requestedForm("Can I book a free demo?")).toBe("demo");
    expect(requestedForm("register me for the SageMaker course")).toBe("training");
    expect(requestedForm("subscribe me")).toBe("newsletter");
    expect(requestedForm("Please sign me up for the newsletter")).toBe("newsletter");
    expect(requestedForm("I want to talk to a person")).toBe("contact");
  });

  it("start from the ways people ask for a person, a call, sales, a quote or a meeting", () => {
    for (const text of ["Can I talk to a real person?", "talk to a human", "Can someone call me?", "contact sales", "can I get a quote"])
      expect(requestedForm(text), text).toBe("contact");
    expect(requestedForm("set up a meeting")).toBe("demo");
  });

  it("are not questions that only mention a demo or a course", () => {
    expect(requestedForm("how long is a demo?")).toBeUndefined();
    expect(requestedForm("do i need a credit card to book a demo")).toBeUndefined();
    expect(requestedForm("can 5 people from my team sign up for training together")).toBeUndefined();
    expect(requestedForm("what do you send in the newsletter")).toBeUndefined();
    expect(requestedForm("can someone explain how the demo works?")).toBeUndefined();
    expect(requestedForm("i want to know what a consultation costs")).toBeUndefined();
    expect(requestedForm("can you confirm the demo is free?")).toBeUndefined();
    expect(requestedForm("can you tell me is there a demo")).toBeUndefined();
  });

  it("name courses from the catalogue, several when it is ambiguous", () => {
    expect(coursesNamed("prompt engineering")).toEqual(["Prompt Engineering Fundamentals"]);
    expect(coursesNamed("the sagemaker one")).toHaveLength(2);
    expect(coursesNamed("advanced sagemaker")).toEqual(["Practical ML with AWS SageMaker (Advanced)"]);
    expect(coursesNamed("underwater basket weaving")).toEqual([]);
  });
});

describe("a dialogue replayed from the visitor's messages", () => {
  it("is not one for a question", () => {
    expect(replayDialogue(["how much is the starter plan?"])).toBeUndefined();
  });

  it("asks for each field, checks it with the form's schema and confirms before sending", () => {
    const steps = ["I'd like to subscribe to the newsletter", "bob@", "bob@example.com"];
    expect(replayDialogue(steps.slice(0, 1))?.answer).toMatch(/e-mail address/);
    expect(replayDialogue(steps.slice(0, 2))?.answer).toContain(newsletterMessages.invalid.description);
    const summary = replayDialogue(steps)!;
    expect(summary.answer).toContain("bob@example.com");
    expect(summary.answer).toContain("Shall I send it?");
    expect(summary.submit).toBeUndefined();
    expect(replayDialogue([...steps, "yes"])?.submit).toEqual({ form: "newsletter", fields: { email: "bob@example.com" } });
  });

  it("sends only on the newest message, and never after a no", () => {
    const steps = ["subscribe me", "bob@example.com", "yes"];
    // The next question after a sent lead is a question again.
    expect(replayDialogue([...steps, "what are your hours?"])).toBeUndefined();
    const no = replayDialogue(["subscribe me", "bob@example.com", "no"]);
    expect(no?.submit).toBeUndefined();
    expect(no?.answer).toMatch(/haven't sent anything/);
    expect(replayDialogue(["subscribe me", "cancel"])?.answer).toMatch(/haven't sent anything/);
  });

  it("takes a demo request whose fields the form's schema accepts", () => {
    const reply = replayDialogue([
      "I'd like a demo",
      "Jane van Dyke",
      "jane@example.com",
      "Acme Dental",
      "A chatbot for appointment questions. We get many calls.",
      "yes",
    ]);
    const fields = reply?.submit?.fields;
    expect(reply?.submit?.form).toBe("demo");
    expect(fields).toMatchObject({
      firstName: "Jane",
      lastName: "van Dyke",
      company: "Acme Dental",
      subject: "A chatbot for appointment questions.",
    });
    expect(demoRequestSchema.safeParse(fields).success).toBe(true);
  });

  it("takes a one-word name and asks for the last name; a refusal is not a name", () => {
    expect(replayDialogue(["I'd like a demo", "Jane"])?.answer).toMatch(/Thanks, Jane\. And your last name\?/);
    expect(replayDialogue(["I'd like a demo", "Jane", "Doe"])?.answer).toMatch(/e-mail address/);
    expect(replayDialogue(["I'd like a demo", "I'd rather not say"])?.answer).toMatch(/I need your name/);
  });

  it("answers a question asked in the middle, then waits for the answer it asked for", () => {
    const paused = replayDialogue(["I'd like a demo", "Jane Doe", "what does it cost?"])!;
    expect(paused.paused).toBe(true);
    expect(paused.answer).toMatch(/To go on: .*e-mail address/);
    const resumed = replayDialogue(["I'd like a demo", "Jane Doe", "what does it cost?", "jane@example.com"])!;
    expect(resumed.paused).toBeUndefined();
    expect(resumed.answer).toMatch(/name of your company/);
  });

  it("leaves the dialogue on never mind, cancel or actually forget it", () => {
    for (const stop of ["actually never mind", "cancel", "forget it", "no thanks"])
      expect(replayDialogue(["I'd like a demo", stop])?.answer, stop).toMatch(/haven't sent anything/);
  });

  it("lets the summary be corrected before it is sent", () => {
    const steps = ["subscribe me to the newsletter", "bob@example.com"];
    const corrected = replayDialogue([...steps, "change the email to robert@example.com"])!;
    expect(corrected.answer).toMatch(/robert@example\.com[\s\S]*Shall I send it\?/);
    expect(replayDialogue([...steps, "change the email to robert@example.com", "yes"])?.submit?.fields).toEqual({
      email: "robert@example.com",
    });
    expect(replayDialogue([...steps, "actually my email is rob@"])?.answer).toMatch(/Shall I send it\?/);
  });
  it("registers for a named course, asking which level when the name fits two", () => {
    const ambiguous = replayDialogue(["register me for the SageMaker course"])!;
    expect(ambiguous.suggestions).toEqual(
      expect.arrayContaining(["Practical ML with AWS SageMaker (Intermediate)", "Practical ML with AWS SageMaker (Advanced)"]),
    );
    const reply = replayDialogue(["register me for the SageMaker course", "2", "Sam Lee", "sam@example.com", "just me", "e-mail", "yes"]);
    expect(reply?.submit?.form).toBe("training");
    const parsed = trainingRegistrationSchema.safeParse(reply?.submit?.fields);
    expect(parsed.success).toBe(true);
    expect(reply?.submit?.fields.training).toBe(ambiguous.suggestions[1]);
  });

  it("asks what the form asks: on one's own or a group and its size, and the phone when chosen", () => {
    const start = "register my team of 5 for prompt engineering";
    const reply = replayDialogue([start, "Ana Ruiz", "ana@example.com", "phone", "(704) 555-0199", "yes"]);
    expect(reply?.submit?.fields).toMatchObject({
      training: "Prompt Engineering Fundamentals",
      trainingType: "group",
      attendeeCount: 5,
      preferredContactMethod: "phone",
      countryCode: "US",
      contactNumber: "7045550199",
    });
    expect(trainingRegistrationSchema.safeParse(reply?.submit?.fields).success).toBe(true);
    // A group's first message is answered first: groups can register, as the training page says.
    const opening = replayDialogue(["can I sign up 6 people from my office for the same course?"]);
    expect(opening?.answer).toMatch(/^Yes: individuals and groups of 2 or more can register\. I can register your interest/);
    expect(opening?.sources?.map((s) => s.url)).toEqual(["/services/ai-training"]);
    expect(replayDialogue(["sign me up for a course"])?.sources?.map((s) => s.url)).toEqual(["/services/ai-training"]);
    expect(replayDialogue([start, "Ana Ruiz", "ana@example.com", "phone", "12"])?.answer).toMatch(/valid phone number/);
    expect(replayDialogue(["register me for prompt engineering", "Ana Ruiz", "ana@example.com", "a group of 1"])?.answer).toMatch(
      /at least 2 attendees/,
    );
  });

  it("opens with the page of the same form, and a request for a person with the company's phone and e-mail", () => {
    expect(replayDialogue(["I'd like to book a demo"])?.sources?.map((s) => s.url)).toEqual(["/book-demo"]);
    const person = replayDialogue(["can i talk to a real person"])!;
    expect(person.sources?.map((s) => s.url)).toEqual(["/contact"]);
    expect(person.answer).toContain("(704) 555-0142");
    expect(person.answer).toContain("hello@example.com");
    expect(replayDialogue(["subscribe me"])?.sources).toBeUndefined();
  });

  it("keeps a name and a call-back number given with the request", () => {
    const callBack = "Can someone call me back tomorrow afternoon? my name is Dana, 704-555-0182";
    expect(replayDialogue([callBack])?.answer).toMatch(/Thanks, Dana\. And your last name\?$/);
    const summary = replayDialogue([callBack, "Rivera", "dana@example.com"])!;
    expect(summary.answer).toContain(`- Message: ${callBack}`);
    expect(replayDialogue([callBack, "Rivera", "dana@example.com", "yes"])?.submit?.fields).toMatchObject({
      firstName: "Dana",
      lastName: "Rivera",
      message: callBack,
    });
    expect(replayDialogue(["I'd like a demo, I'm Tom Baker"])?.answer).toMatch(/Thanks, Tom\. What e-mail address/);
    // "I'm interested in a demo" names nobody.
    expect(replayDialogue(["I'm interested in a demo"])?.answer).toMatch(/What is your first and last name\?$/);
  });
  it("takes a bare 'sign me up' as yes to what the message before talked about: a course, or the demo", () => {
    expect(replayDialogue(["I want a chatbot for my bakery's website", "ok sign me up"])?.answer).toMatch(
      /^I can request your free demo right here\./,
    );
    const course = replayDialogue(["tell me about the prompt engineering course", "sign me up"])!;
    expect(course.answer).toMatch(/^I can register your interest in a course; .* What is your first and last name\?$/);
    expect(
      replayDialogue(["tell me about the prompt engineering course", "sign me up", "Ana Ruiz", "ana@example.com", "just me", "e-mail"])
        ?.answer,
    ).toContain("Course: Prompt Engineering Fundamentals");
    // With nothing before it, there is nothing to say yes to.
    expect(requestedForm("sign me up")).toBeUndefined();
  });
});
